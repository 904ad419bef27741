import { FORM_ROUTES } from '../api/formRoutes';
import type { FormDefinition, TemplateSchemaResponse } from '../api/types';
import type { HttpClient } from '../http/createHttpClient';

/**
 * Loads a form's definition through `GET /api/template/GetTemplateSchema`
 * (query: `type`, the form block). Rejects with the client's ApiError.
 * @param type The block type the schema is asked for. @default 'form'
 */
export async function fetchFormDefinition(
  client: HttpClient,
  formId: string,
  type = 'form',
): Promise<FormDefinition> {
  const schema = await client.get<TemplateSchemaResponse>(FORM_ROUTES.templateSchema, { type, formId });
  return schema.form;
}
