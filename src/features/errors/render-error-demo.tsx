// For developer pages and tests: a button that makes the next render throw, to show the app-level
// 'Something went wrong' screen with its technical details.
import { useState } from 'react';

export const DEMO_RENDER_ERROR = 'Simulated rendering error from the routing test page';

function Thrower(): never {
  throw new Error(DEMO_RENDER_ERROR);
}

export function RenderErrorDemo() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setBroken(true)}>
        Simulate a rendering error
      </button>
      {broken && <Thrower />}
    </>
  );
}
