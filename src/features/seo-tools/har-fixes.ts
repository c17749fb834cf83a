// Rules that turn what a HAR file shows into "what to fix first" for the page-speed tool: slow
// server, render-blocking files, heavy images, missing compression, third parties, page weight.
import { formatBytes, plural_, type FixItem, type ResourceEntry } from './performance-summary';
