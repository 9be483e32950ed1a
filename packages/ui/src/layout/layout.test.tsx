import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../test/TestProvider.tsx';
import { Column, Columns } from './Columns.tsx';
import { Heading } from './Heading.tsx';
import { Inline } from './Inline.tsx';
import { Page, PageSection } from './Page.tsx';
import { Stack } from './Stack.tsx';
import { Text } from './Text.tsx';
import { Tiles } from './Tiles.tsx';

const rect = (testId: string) => screen.getByTestId(testId).getBoundingClientRect();
const box = (id: string) => <div data-testid={id} style={{ blockSize: 20, minInlineSize: 40 }} />;

describe('layout primitives', () => {
  it('Stack puts children one below another with the token gap and renders lists without bullets', () => {
    render(
      <TestProvider>
        <Stack as="ul" space="md" data-testid="stack">
          <li data-testid="a">A</li>
          <li data-testid="b">B</li>
        </Stack>
      </TestProvider>,
    );
    const gap = Number.parseFloat(getComputedStyle(screen.getByTestId('stack')).rowGap);
    expect(gap).toBeGreaterThan(0);
    expect(rect('b').top - rect('a').bottom).toBeCloseTo(gap, 0);
    expect(getComputedStyle(screen.getByTestId('stack')).listStyleType).toBe('none');
    expect(screen.getByTestId('stack').tagName).toBe('UL');
  });

  it.each(['en', 'ar'] as const)('Inline follows the reading direction (%s)', (locale) => {
    render(
      <TestProvider locale={locale}>
        <Inline space="sm">
          {box('first')}
          {box('second')}
        </Inline>
      </TestProvider>,
    );
    if (locale === 'en') expect(rect('first').left).toBeLessThan(rect('second').left);
    else expect(rect('first').left).toBeGreaterThan(rect('second').left);
    expect(rect('first').top).toBe(rect('second').top);
  });

  it('Columns share the row by fraction, counting the gap, and stack below the breakpoint', () => {
    render(
      <TestProvider>
        <div style={{ inlineSize: 610 }}>
          <Columns space="lg" data-testid="row">
            <Column width="1/3" data-testid="narrow">
              x
            </Column>
            <Column width="2/3" data-testid="wide">
              y
            </Column>
          </Columns>
        </div>
      </TestProvider>,
    );
    const gap = Number.parseFloat(getComputedStyle(screen.getByTestId('row')).columnGap);
    expect(gap).toBeGreaterThan(0);
    expect(rect('narrow').width + rect('wide').width + gap).toBeCloseTo(610, 0);
    expect(rect('wide').width / rect('narrow').width).toBeCloseTo(
      (2 * (610 + gap) - 3 * gap) / (610 + gap - 3 * gap),
      1,
    );
  });

  it('Columns collapse below the breakpoint: each column takes the full width', () => {
    // The test viewport is narrower than the desktop breakpoint.
    expect(window.innerWidth).toBeLessThan(1200);
    render(
      <TestProvider>
        <div style={{ inlineSize: 500 }}>
          <Columns space="md" collapseBelow="desktop">
            <Column width="1/2" data-testid="one">
              x
            </Column>
            <Column data-testid="two">y</Column>
          </Columns>
        </div>
      </TestProvider>,
    );
    expect(rect('one').width).toBeCloseTo(500, 0);
    expect(rect('two').top).toBeGreaterThan(rect('one').top);
  });

  it('Tiles lay out a set number per row, or as many as fit', () => {
    render(
      <TestProvider>
        <div style={{ inlineSize: 600 }}>
          <Tiles columns={3} space="md">
            {box('t1')}
            {box('t2')}
            {box('t3')}
            {box('t4')}
          </Tiles>
          <Tiles minItemWidth="md">
            {box('m1')}
            {box('m2')}
            {box('m3')}
          </Tiles>
          <Tiles minItemWidth="xs">{box('f1')}</Tiles>
          <Tiles minItemWidth="xs" fit>
            {box('f2')}
          </Tiles>
        </div>
      </TestProvider>,
    );
    expect(rect('t3').top).toBe(rect('t1').top);
    expect(rect('t4').top).toBeGreaterThan(rect('t1').top);
    // 16rem = 256px: two fit in 600px, the third wraps.
    expect(rect('m2').top).toBe(rect('m1').top);
    expect(rect('m3').top).toBeGreaterThan(rect('m1').top);
    // One 9rem tile: an empty track beside it (auto-fill), or the whole row (fit).
    expect(rect('f1').width).toBeLessThan(300);
    expect(rect('f2').width).toBe(600);
  });

  it('Tiles stretch their tiles to the row by default, or keep each at its own height with alignY="start"', () => {
    const tall = <div style={{ blockSize: 60 }} />;
    render(
      <TestProvider>
        <div style={{ inlineSize: 400 }}>
          <Tiles columns={2}>
            <div data-testid="stretched">{tall}</div>
            <div data-testid="stretched-short" />
          </Tiles>
          <Tiles columns={2} alignY="start">
            <div data-testid="top">{tall}</div>
            <div data-testid="top-short" />
          </Tiles>
        </div>
      </TestProvider>,
    );
    expect(rect('stretched-short').height).toBeCloseTo(60, 0);
    expect(rect('top-short').height).toBe(0);
    expect(rect('top-short').top).toBe(rect('top').top);
  });

  it('Heading and Text render the right elements, sizes and tones without margins', () => {
    render(
      <TestProvider>
        <Heading level={1}>Title</Heading>
        <Heading level={3} as="h2">
          Section
        </Heading>
        <Text tone="secondary" size="sm">
          Caption
        </Text>
        <Text as="span">Inherit</Text>
      </TestProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Title' });
    const section = screen.getByRole('heading', { level: 2, name: 'Section' });
    expect(Number.parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(section).fontSize),
    );
    expect(getComputedStyle(title).marginBlockStart).toBe('0px');
    const caption = screen.getByText('Caption');
    expect(caption.tagName).toBe('P');
    expect(getComputedStyle(caption).marginBlockEnd).toBe('0px');
    expect(getComputedStyle(caption).color).not.toBe(getComputedStyle(screen.getByText('Inherit')).color);
  });

  it('Page and PageSection name their regions by their headings', () => {
    render(
      <TestProvider>
        <Page title="Cargo" description="All consignments" actions={<button type="button">New</button>}>
          <PageSection title="Summary">
            <p>Body</p>
          </PageSection>
        </Page>
      </TestProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cargo' })).toBeVisible();
    expect(screen.getByText('All consignments')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Summary' })).toContainElement(screen.getByText('Body'));
  });

  it('PageSection can give its title the secondary colour (side-panel overlines)', () => {
    render(
      <TestProvider>
        <PageSection title="Plain" level={5}>
          <p>One</p>
        </PageSection>
        <PageSection title="Muted" level={5} titleAs="h3" titleTone="secondary">
          <p>Two</p>
        </PageSection>
        <Text tone="secondary">Reference</Text>
      </TestProvider>,
    );
    const plain = screen.getByRole('heading', { level: 2, name: 'Plain' });
    const muted = screen.getByRole('heading', { level: 3, name: 'Muted' });
    expect(getComputedStyle(muted).color).not.toBe(getComputedStyle(plain).color);
    expect(getComputedStyle(muted).color).toBe(getComputedStyle(screen.getByText('Reference')).color);
  });
});
