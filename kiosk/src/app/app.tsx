import styled, { createGlobalStyle } from 'styled-components';

const Global = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #1c1917; color: #fafaf9; }
`;

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 32px;
  text-align: center;
  h1 { font-size: 2.5rem; margin: 0; }
  p { font-size: 1.25rem; color: #d6d3d1; max-width: 36rem; }
`;

/** The tablet app's shell; pairing and the verification keypad live in features/. */
export function App() {
  return (
    <>
      <Global />
      <Screen>
        <h1>Deal Cards Kiosk</h1>
        <p>Pair this tablet from the restaurant portal's Locations screen to start verifying redemption codes.</p>
      </Screen>
    </>
  );
}
