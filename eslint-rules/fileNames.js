/**
 * File names say what a file holds. Encodes what the tree already does:
 *
 * - every source file is camelCase or PascalCase (no kebab-case, no snake_case);
 * - a file that exports a class is named after it (`FetchPlantCatalog.ts`, `CartError.ts`);
 * - a hook file is `useX.ts(x)` and exports `useX`;
 * - in src/ui, a .tsx file that exports a component (a PascalCase function) is named after one of
 *   the components it exports (`CartTabs.tsx` exporting only `Tabs` fails).
 *
 * And `test-file-names`, for test/: a file there is a test (`*.test.ts(x)`, `*.e2e.ts`,
 * `*.contract.ts`), lives in a `support/` folder, or is the test runner's own set-up or
 * configuration (`setup.<environment>.ts`, `*.config.ts`).
 *
 * Local rules: neither eslint-plugin-check-file nor eslint-plugin-unicorn is installed.
 */
import { basename, relative } from 'node:path';

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
      componentName:
        "'{{file}}' exports the components {{components}}: a component file in src/ui is named after one of them.",
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
        } else if (file.endsWith('.tsx') && path.includes('/src/ui/') && components.length > 0) {
          if (!PASCAL.test(stem)) {
            report('componentFile', { component: components[0] });
          } else if (!components.includes(stem)) {
            report('componentName', { components: components.map((c) => `'${c}'`).join(', ') });
          }
        }
      },
    };
  },
};

const TEST_FILE = /\.(test\.tsx?|e2e\.ts|contract\.ts)$/;
const RUNNER_FILE = /^(setup\.[a-z]+\.ts|[\w.-]+\.config\.ts)$/;

/** @type {import('eslint').Rule.RuleModule} */
const testFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A file in test/ is a test, a support file, or the runner’s own.' },
    schema: [],
    messages: {
      notATest:
        "'{{file}}' is not named as a test (*.test.ts(x), *.e2e.ts, *.contract.ts): move a helper into a support/ folder.",
    },
  },
  create(context) {
    const path = relative(context.cwd, context.filename).replaceAll('\\', '/');
    const file = basename(path);
    const inSupport = path.split('/').slice(0, -1).includes('support');
    if (TEST_FILE.test(file) || RUNNER_FILE.test(file) || inSupport) return {};
    return {
      Program(program) {
        context.report({
          node: program,
          loc: { line: 1, column: 0 },
          messageId: 'notATest',
          data: { file },
        });
      },
    };
  },
};

export default { rules: { 'file-names': fileNames, 'test-file-names': testFileNames } };
