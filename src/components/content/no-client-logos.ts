// What virtual:owner-media/logo-wall resolves to when no client has given permission for its logo
// (build/vite-plugin-owner-media.ts): a logo wall that renders nothing and costs the page no code.
export function ClientLogoWall(_props: { id: string; heading: string }): null {
  return null;
}
