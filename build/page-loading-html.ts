// How a prerendered page loads, so that the first paint needs nothing but the HTML: the page's
// critical CSS is inline and the full stylesheet is fetched as a print stylesheet, which never
// blocks the paint, and applied by a hashed loader script once it arrives (which also holds
// rendering until <main> is parsed; a plain link for visitors without JavaScript); the entry script
// and module preloads wait in a <template> until the first contentful paint, when a second hashed
// script adds them (src/features/page-loading/).
import { SCRIPT_LOADER_SCRIPT } from '../shared/inline-scripts/script-loader-script';
import {
  CRITICAL_STYLE_ATTRIBUTE,
  STYLESHEET_LOADER_SCRIPT,
} from '../shared/inline-scripts/stylesheet-loader-script';

/** The stylesheet link Vite writes into index.html. */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/;

const SCRIPT_TAGS =
  /[ \t]*(?:<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)\s*/g;

/** A `</style>` inside CSS (only possible in a string) must not end the element early. */
const escapeStyle = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');

export function stylesheetHtml(href: string, criticalCss: string): string {
  const link = `rel="stylesheet" crossorigin href="${href}"`;
  return [
    `<style ${CRITICAL_STYLE_ATTRIBUTE}>${escapeStyle(criticalCss)}</style>`,
    `<link ${link} media="print"><script>${STYLESHEET_LOADER_SCRIPT}</script>`,
    `<noscript><link ${link}></noscript>`,
  ].join('\n    ');
}

/**
 * Moves the page's module preloads and entry script (preloads first, in their order) into a
 * template that the script loader reads after the first paint.
 */
export function deferScripts(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.match(SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  if (tags.length === 0) return html;
  const ordered = [
    ...tags.filter((tag) => tag.startsWith('<link')),
    ...tags.filter((tag) => tag.startsWith('<script')),
  ];
  const loader = `<template>${ordered.join('')}</template><script>${SCRIPT_LOADER_SCRIPT}</script>`;
  return `${head.replace(SCRIPT_TAGS, '').trimEnd()}\n    ${loader}\n  ${html.slice(head.length)}`;
}
