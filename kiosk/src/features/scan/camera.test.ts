import { describe, expect, it } from 'vitest';
import { cameraProblemOf, frameSize } from './camera.ts';

describe('cameraProblemOf', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(named('NotFoundError'))).toBe('no_camera');
    expect(cameraProblemOf(named('OverconstrainedError'))).toBe('no_camera');
    expect(cameraProblemOf(named('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(named('SecurityError'))).toBe('insecure');
    expect(cameraProblemOf('nonsense')).toBe('unknown');
  });
});

describe('frameSize', () => {
  it('scales a large picture down to the longest side allowed, keeping its shape', () => {
    expect(frameSize(1920, 1080, 720)).toEqual({ width: 720, height: 405 });
    expect(frameSize(1080, 1920, 720)).toEqual({ width: 405, height: 720 });
    expect(frameSize(640, 480, 720)).toEqual({ width: 640, height: 480 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
