// Every namespace of one language in one chunk: a page downloads its language in one request
// instead of one per namespace (decision 013).
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>('./en/*.json', { eager: true, import: 'default' });
