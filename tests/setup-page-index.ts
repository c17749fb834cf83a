// Unit and component tests: every page is known from the start, as in the prerender (in a
// prerendered page the browser starts from the slice its HTML embeds: docs/decisions/0020).
import { packedPages } from 'virtual:reachmark/page-index';
import { installFullIndex } from '../src/site/page-index';

installFullIndex(packedPages);
