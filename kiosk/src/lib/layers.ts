/**
 * Screens laid over the counter screen (the scanner, a voucher's result, a dialog) carry this
 * attribute, and the keypad leaves the physical keyboard to them while one is open.
 */
export const LAYER_ATTRIBUTE = 'data-kiosk-layer';

export const layerProps = { [LAYER_ATTRIBUTE]: '' } as const;

export const isLayerOpen = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`[${LAYER_ATTRIBUTE}]`) !== null;
