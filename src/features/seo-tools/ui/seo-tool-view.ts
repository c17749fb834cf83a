// What each tool module hands the tool page: the tool's UI and the call to action that closes the
// page, kept with the tool so the page chunk carries no tool's copy.
import type { ComponentType } from 'react';

export interface SeoToolView {
  View: ComponentType;
  cta: { title: string; text: string };
}
