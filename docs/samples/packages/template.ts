import { compile, render } from '@storefront-widgets/template';

const { tree } = compile('<ul>{.repeated section items}<li>{name|html}</li>{.end}</ul>');
const { output, errors } = render(tree, { data: { items: [{ name: 'Tee' }, { name: 'Mug' }] } });
console.log(output, errors); // '<ul><li>Tee</li><li>Mug</li></ul>' []
