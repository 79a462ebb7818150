import type { StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';

type DevToolsOptions = { name?: string; stateSanitizer?: (state: unknown) => unknown };

/** What a stand-in for the extension recorded: the options it was given, and each state it serialized. */
const extension = vi.hoisted(() => {
  const seen = { options: {} as DevToolsOptions, recorded: [] as string[] };
  // The extension's compose, defined on the page before the app loads, as the extension does:
  // Redux Toolkit reads it when it loads. It serializes the (sanitized) state after each action.
  const compose =
    (options: DevToolsOptions) =>
    (...enhancers: StoreEnhancer[]): StoreEnhancer =>
    (createStore) => {
      seen.options = options;
      const recording: StoreEnhancerStoreCreator = (reducer, preloaded) => {
        const store = createStore(reducer, preloaded);
        const dispatch = ((action: Parameters<typeof store.dispatch>[0]) => {
          const result = store.dispatch(action);
          seen.recorded.push(JSON.stringify(options.stateSanitizer?.(store.getState()) ?? store.getState()));
          return result;
        }) as typeof store.dispatch;
        return { ...store, dispatch };
      };
      return enhancers.reduceRight<StoreEnhancerStoreCreator>((next, enhancer) => enhancer(next), recording) as never;
    };
  Object.assign(globalThis, { window: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose } });
  return seen;
});

const { makeStore } = await import('../../src/app/store');
const { createPersistence } = await import('../../src/app/persistence');
const { memoryBackend } = await import('../../src/app/persistence/webStorage');
const { DEFAULT_VIEW } = await import('../../src/features/projects/model/view');
const { statusFilterChanged } = await import('../../src/features/projects/projectsSlice');
const { aProject } = await import('../support/projects');

describe('the store with Redux DevTools attached', () => {
  it('hands the extension its name and sanitizers: a 5,000-project lab is recorded as 50 and a count', () => {
    const items = Array.from({ length: 5000 }, (_, index) => aProject(String(index + 1)));
    const store = makeStore({
      persistence: createPersistence(memoryBackend()),
      preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW } } },
    });
    store.dispatch(statusFilterChanged('Live'));
    expect(extension.options.name).toBe('Forge Lab');
    const last = JSON.parse(extension.recorded.at(-1) ?? '{}') as {
      projects: { items: { count: number; first50: { id: string }[] }; filters: { status: string } };
    };
    expect(last.projects.items.count).toBe(5000);
    expect(last.projects.items.first50.map((project) => project.id)).toEqual(items.slice(0, 50).map(({ id }) => id));
    expect(last.projects.filters.status).toBe('Live');
  });
});
