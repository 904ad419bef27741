export { TemplateError, type TemplateErrorCategory, TemplateMessages } from './errors/TemplateError';
