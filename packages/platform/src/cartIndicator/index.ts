export {
  type CartIndicator,
  type CartIndicatorInputs,
  type CartIndicatorOptions,
  createCartIndicator,
} from './createCartIndicator';
