/** A fenced code block of a Markdown document: the line of its opening fence, and its lines. */
export interface FencedBlock {
  readonly line: number;
  readonly lines: readonly string[];
}

/** Every fenced block (``` or ~~~, closed by a fence of the same kind at least as long). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { fence: string; line: number; lines: string[] } | null = null;
  markdown.split('\n').forEach((text, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (open) {
      if (fence && fence[0] === open.fence[0] && fence.length >= open.fence.length) {
        blocks.push({ line: open.line, lines: open.lines });
        open = null;
      } else {
        open.lines.push(text);
      }
    } else if (fence) {
      open = { fence, line: index + 1, lines: [] };
    }
  });
  return blocks;
}
