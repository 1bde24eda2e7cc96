/**
 * File names say what a file holds (issue 15). Encodes what the tree already does:
 *
 * - every source file is camelCase or PascalCase (no kebab-case, no snake_case);
 * - a file that exports a class is named after it (`FetchPlantCatalog.ts`, `CartError.ts`);
 * - a hook file is `useX.ts(x)` and exports `useX`;
 * - in src/ui, a .tsx file that exports a component (a PascalCase function) is PascalCase.
 *
 * A local rule: neither eslint-plugin-check-file nor eslint-plugin-unicorn is installed.
 */
import { basename } from 'node:path';

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;
const HOOK = /^use[A-Z][a-zA-Z0-9]*$/;
const FUNCTION_INIT = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

function exportedNames(program) {
  const names = new Set();
  const components = [];
  const classes = [];
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) {
        names.add(specifier.exported.name ?? specifier.exported.value);
      }
      const declaration = node.declaration;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type !== 'Identifier') continue;
          names.add(declarator.id.name);
          if (declarator.init && FUNCTION_INIT.has(declarator.init.type)) {
            if (PASCAL.test(declarator.id.name)) components.push(declarator.id.name);
          }
        }
      } else if (declaration.id) {
        names.add(declaration.id.name);
        if (declaration.type === 'ClassDeclaration') classes.push(declaration.id.name);
        if (declaration.type === 'FunctionDeclaration' && PASCAL.test(declaration.id.name)) {
          components.push(declaration.id.name);
        }
      }
    } else if (node.type === 'ExportDefaultDeclaration' && node.declaration.id) {
      names.add(node.declaration.id.name);
      if (node.declaration.type === 'ClassDeclaration') classes.push(node.declaration.id.name);
    }
  }
  return { names, components, classes };
}

/** @type {import('eslint').Rule.RuleModule} */
const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names follow the casing of what the file exports.' },
    schema: [],
    messages: {
      casing: "File name '{{file}}' is neither camelCase nor PascalCase.",
      classFile: "'{{file}}' exports the class '{{name}}': a class's file is named after it.",
      hookExports: "'{{file}}' is named as a hook, but it exports no '{{stem}}'.",
      componentFile:
        "'{{file}}' exports the component '{{component}}': a component file in src/ui is PascalCase .tsx.",
    },
  },
  create(context) {
    const path = context.filename.replaceAll('\\', '/');
    const file = basename(path);
    if (file.endsWith('.d.ts')) return {};
    const stem = file.replace(/\.(ts|tsx)$/, '');
    return {
      'Program:exit'(program) {
        const report = (messageId, data = {}) =>
          context.report({
            node: program,
            loc: { line: 1, column: 0 },
            messageId,
            data: { file, stem, ...data },
          });
        if (!CAMEL.test(stem) && !PASCAL.test(stem)) {
          report('casing');
          return;
        }
        const { names, components, classes } = exportedNames(program);
        if (classes.length > 0 && !classes.includes(stem)) {
          report('classFile', { name: classes[0] });
        } else if (HOOK.test(stem)) {
          if (!names.has(stem)) report('hookExports');
        } else if (
          !PASCAL.test(stem) &&
          file.endsWith('.tsx') &&
          path.includes('/src/ui/') &&
          components.length > 0
        ) {
          report('componentFile', { component: components[0] });
        }
      },
    };
  },
};

export default { rules: { 'file-names': fileNames } };
