import { defineConfig } from 'vitepress';

/**
 * The docs site. Every page is Markdown in `docs/`; every code sample is a file in
 * `docs/samples/` that the page includes (`<<< @/samples/…`) and the tests type-check or run.
 * Dead internal links fail the build (`ignoreDeadLinks` stays off).
 */
export default defineConfig({
  title: 'Storefront widgets',
  description:
    'Embeddable storefront widget SDK: a drop-in script, React components, a template engine and a reference backend.',
  cleanUrls: true,
  lastUpdated: false,
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Template authors', link: '/template-authors' },
      { text: 'React', link: '/react' },
      { text: 'Template engine', link: '/template-engine' },
      { text: 'Backend', link: '/reference-backend' },
    ],
    sidebar: [
      {
        text: 'Guides',
        items: [
          { text: 'Template authors (drop-in)', link: '/template-authors' },
          { text: 'React developers', link: '/react' },
          { text: 'Designers', link: '/designers' },
          { text: 'Template engine', link: '/template-engine' },
          { text: 'Telemetry', link: '/telemetry' },
          { text: 'Platform utilities', link: '/platform' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'Reference backend', link: '/reference-backend' },
          { text: 'Example store', link: '/example-store' },
          { text: 'Security', link: '/security' },
          { text: 'Performance', link: '/performance' },
        ],
      },
      {
        text: 'Project',
        items: [
          { text: 'Architecture', link: '/architecture' },
          { text: 'Contributing', link: '/contributing' },
          { text: 'History', link: '/history' },
        ],
      },
    ],
  },
});
