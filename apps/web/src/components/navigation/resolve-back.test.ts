import { describe, expect, it } from 'vitest';
import { resolveBack } from './resolve-back';

const history = (...paths: string[]) => paths.map((fullPath) => ({ fullPath }));

describe('back button', () => {
  it('prefers, in order, the remembered path, the callback, the target and the resource route', () => {
    const onBack = () => undefined;
    const all = { rememberedPath: '/r', onBack, target: '/t', resourceRoute: '/installations/0' };
    expect(resolveBack(all, [], '/installations')).toEqual({ kind: 'navigate', to: '/r' });
    expect(resolveBack({ ...all, rememberedPath: undefined }, [], '/x')).toEqual({
      kind: 'callback',
      run: onBack,
    });
    expect(resolveBack({ target: '/t', resourceRoute: '/installations/0' }, [], '/x')).toEqual({
      kind: 'navigate',
      to: '/t',
    });
    expect(resolveBack({ resourceRoute: '/installations/0' }, [], '/x')).toEqual({
      kind: 'navigate',
      to: '/installations/0',
    });
  });

  it('goes back in the browser when the return target is the previous page', () => {
    expect(resolveBack({}, history('/installations', '/installations/0'), '/x')).toEqual({
      kind: 'history-back',
    });
  });

  it('navigates to an older return target found in the route history', () => {
    expect(
      resolveBack(
        {},
        history('/installations', '/installations/0', '/installations/0#files'),
        '/x',
      ),
    ).toEqual({
      kind: 'navigate',
      to: '/installations',
    });
  });

  it('falls back when the history holds nothing to return to', () => {
    expect(resolveBack({}, history('/installations/0'), '/installations')).toEqual({
      kind: 'navigate',
      to: '/installations',
    });
  });
});
