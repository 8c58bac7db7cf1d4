import type { ModuleEntry } from '@kursmarkt/schemas';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRegisteredModule,
  moduleRegistry,
  staticModules,
  type ModuleRegistry,
} from './registry.ts';
import { StartPageModules } from './StartPageModules.tsx';

/** Stand-in modules that show their title id, so the order is visible without real modules. */
const registry: ModuleRegistry = {
  WELCOME: async () => ({ default: ({ config }) => <h2>{config.title}</h2> }),
  ABOUT_US: async () => ({ default: ({ config }) => <h2>{config.title}</h2> }),
  CATEGORIES: async () => ({ default: ({ config }) => <h2>{config.title}</h2> }),
};

const modules: ModuleEntry[] = [
  {
    name: 'ABOUT_US',
    position: 50,
    config: { title: 'modules.about.title', paragraphs: ['modules.about.p1'] },
  },
  {
    name: 'NEWS',
    position: 5,
    config: {
      title: 'modules.news.title',
      items: [{ date: '2025-03-01', title: 'modules.news.t1', text: 'modules.news.x1' }],
    },
  },
  {
    name: 'WELCOME',
    position: 0,
    config: { title: 'modules.welcome.title', text: 'modules.welcome.text' },
  },
  {
    name: 'CATEGORIES',
    position: 10,
    config: {
      title: 'modules.categories.title',
      items: [{ route: 'online-seminare', label: 'modules.categories.online' }],
    },
  },
];

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StartPageModules', () => {
  it('renders the modules in ascending position, whatever their order in the configuration', async () => {
    render(<StartPageModules modules={modules} registry={registry} />);
    await screen.findByRole('heading', { name: 'modules.about.title' });
    expect(headings()).toEqual([
      'modules.welcome.title',
      'modules.categories.title',
      'modules.about.title',
    ]);
  });

  it('skips modules whose name has no loader, leaving no placeholder', async () => {
    const { container } = render(<StartPageModules modules={modules} registry={registry} />);
    await screen.findByRole('heading', { name: 'modules.about.title' });
    expect(screen.queryByText('modules.news.title')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });

  it('shows an aria-hidden skeleton while a module loads', () => {
    const { container } = render(
      <StartPageModules modules={modules} registry={{ WELCOME: () => new Promise(() => {}) }} />,
    );
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders only the configured start component when `only` names one', async () => {
    render(<StartPageModules modules={modules} registry={registry} only="CATEGORIES" />);
    await screen.findByRole('heading', { name: 'modules.categories.title' });
    expect(headings()).toEqual(['modules.categories.title']);
  });

  it('hides a module whose loader rejects, logs it and keeps the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StartPageModules
        modules={modules}
        registry={{
          ...registry,
          CATEGORIES: () => Promise.reject(new Error('The chunk could not be loaded.')),
        }}
      />,
    );
    await screen.findByRole('heading', { name: 'modules.about.title' });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Start-page module CATEGORIES failed and is hidden.',
        expect.objectContaining({ message: 'The chunk could not be loaded.' }),
        expect.anything(),
      ),
    );
    expect(headings()).toEqual(['modules.welcome.title', 'modules.about.title']);
  });

  it('loads a real module from the registry by its name', async () => {
    render(
      <IntlProvider
        locale="de"
        messages={{
          'modules.welcome.title': 'Willkommen',
          'modules.welcome.text': 'Schön, dass Sie da sind.',
        }}
      >
        <StartPageModules modules={modules} only="WELCOME" />
      </IntlProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Willkommen' })).toBeInTheDocument();
  });
});

describe('StartPageModules on a page the server rendered', () => {
  const serverModules: ModuleEntry[] = [
    modules[2]!,
    {
      name: 'NEWSLETTER',
      position: 20,
      config: { title: 'modules.newsletter.title', text: 'modules.newsletter.text' },
    },
  ];
  const serverRegistry: ModuleRegistry = {
    WELCOME: async () => ({ default: ({ config }) => <h2>{config.title}</h2> }),
    NEWSLETTER: async () => ({ default: ({ config }) => <h2>{config.title}</h2> }),
  };

  it('keeps the HTML of the modules that only show and loads the others to hydrate them', async () => {
    const { prelude } = await prerender(
      <StartPageModules modules={serverModules} registry={serverRegistry} />,
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const welcome = vi.fn(serverRegistry.WELCOME!);
    const newsletter = vi.fn(serverRegistry.NEWSLETTER!);

    const root = await act(async () =>
      hydrateRoot(
        container,
        <StartPageModules
          modules={serverModules}
          registry={{ WELCOME: welcome, NEWSLETTER: newsletter }}
          keepServerHtml
        />,
      ),
    );

    await vi.waitFor(() => expect(newsletter).toHaveBeenCalled());
    expect(welcome).not.toHaveBeenCalled();
    expect(
      within(container)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['modules.welcome.title', 'modules.newsletter.title']);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('staticModules', () => {
  it('names the modules that only show: not the newsletter, whose form needs the page’s scripts', () => {
    expect(staticModules.has('WELCOME')).toBe(true);
    expect(staticModules.has('TEXT_SEARCH')).toBe(true);
    expect(staticModules.has('NEWSLETTER')).toBe(false);
    expect([...staticModules].every(isRegisteredModule)).toBe(true);
  });
});

describe('isRegisteredModule', () => {
  it('knows every module of the configuration schema and no unknown name', () => {
    expect(isRegisteredModule('WELCOME')).toBe(true);
    expect(isRegisteredModule('SCOPE_OVERVIEW')).toBe(true);
    expect(isRegisteredModule('NEWS')).toBe(true);
    expect(isRegisteredModule('EDUCATION_PROVIDER_COURSES')).toBe(true);
    expect(isRegisteredModule('SEARCH_BOX')).toBe(false);
    expect(isRegisteredModule('toString')).toBe(false);
    expect(Object.keys(moduleRegistry)).toHaveLength(13);
  });
});
