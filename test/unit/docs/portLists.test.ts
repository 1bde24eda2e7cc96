import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every port is in the docs' lists of ports, and has its page and its contract suite. A port is
 * a `src/modules/<module>/application/<Name>Port.ts`; the lists are written by hand, so a port
 * added later would otherwise be missing from some of them.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function theCodesPorts(): string[] {
  const modules = join(ROOT, 'src/modules');
  return readdirSync(modules)
    .flatMap((module) => {
      const application = join(modules, module, 'application');
      return existsSync(application) ? readdirSync(application) : [];
    })
    .flatMap((file) => /^(\w+Port)\.ts$/.exec(file)?.[1] ?? [])
    .sort();
}

interface PortLink {
  readonly port: string;
  readonly target: string;
}

/**
 * The links of the list that follows `lead` in `file`: `[AuthPort](ports/AuthPort.md)` (the name
 * in backticks or not), one after the other, apart only by commas, middle dots or "and".
 */
function linkedList(file: string, lead: string): PortLink[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf(lead);
  if (start === -1) throw new Error(`${file} has no list after "${lead}"`);
  const link = /[\s,·]*(?:and\s+)?\[`?(\w+)`?\]\(([^)\s#]+)\)/y;
  link.lastIndex = start + lead.length;
  const links: PortLink[] = [];
  for (let found = link.exec(text); found !== null; found = link.exec(text)) {
    links.push({ port: found[1]!, target: posix.join(posix.dirname(file), found[2]!) });
  }
  return links;
}

const LISTS = [
  {
    file: 'README.md',
    lead: 'The ports, each with its operations, errors, promises and contract suite:',
  },
  { file: 'docs/architecture.md', lead: 'The ports, one page each:' },
  { file: 'docs/guides/swap-an-adapter.md', lead: 'Each port has a page:' },
] as const;

/** The ports the architecture's diagram draws in its `ports` box. */
function diagramPorts(): string[] {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const box = /ports\["ports<br\/>([^"]*)"\]/.exec(text)?.[1];
  if (box === undefined) throw new Error('docs/architecture.md draws no ports box');
  return box
    .split(/,|<br\/>/)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .sort();
}

/** What a list lacks and what it has that is no port: both empty when it lists the ports. */
function differences(listed: readonly string[], ports: readonly string[]) {
  return {
    missing: ports.filter((port) => !listed.includes(port)),
    notPorts: listed.filter((name) => !ports.includes(name)),
  };
}

const AS_THEY_SHOULD_BE = { missing: [], notPorts: [] };

describe('the ports in the docs', () => {
  const ports = theCodesPorts();

  it('finds the ports in the code', () => {
    expect(ports).toContain('AuthPort');
  });

  it.each(LISTS)('$file lists every port, each linked to its page', ({ file, lead }) => {
    const links = linkedList(file, lead);
    expect(
      differences(
        links.map(({ port }) => port),
        ports,
      ),
    ).toEqual(AS_THEY_SHOULD_BE);
    for (const { port, target } of links) expect(target).toBe(`docs/ports/${port}.md`);
  });

  it("the architecture's diagram draws every port", () => {
    expect(differences(diagramPorts(), ports)).toEqual(AS_THEY_SHOULD_BE);
  });

  it.each(theCodesPorts())('%s has its page and its contract suite', (port) => {
    const needed = [`docs/ports/${port}.md`, `test/contract/${port}.contract.ts`];
    expect(needed.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it('every page in docs/ports is a port of the code', () => {
    const pages = readdirSync(join(ROOT, 'docs/ports')).map((page) => page.replace(/\.md$/, ''));
    expect(differences(pages, ports)).toEqual(AS_THEY_SHOULD_BE);
  });
});
