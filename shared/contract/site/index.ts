/**
 * '@site/shared/contract/site': the site's own calls (system status, site configuration, content,
 * the operator's switches) as zod schemas and declarations. A separate entry from
 * '@site/shared/contract' because it carries zod: the shell's first page imports only its types.
 */
import '../zod-in-browser';
export * from './system';
export * from './content';
export * from './help';
export * from './customer-service';
