/**
 * `own-keys`: a text the code did not write never picks a property of a plain object.
 *
 * `words[word]` with `word === 'constructor'` finds `Object`, and `'toString' in words` is true:
 * every plain object answers to the names of `Object.prototype` (and `__proto__`), so a lookup or
 * an `in` check by a text from the URL, plants.json, storage, a form or a worker's message reads
 * a function where it expected data (docs/security.md, "Prototype keys"). Such lookups go through a
 * `Map`, a `Set`, or `Object.hasOwn` (which this rule leaves alone).
 *
 * The rule is typed: it reports
 * - `object[key]` (read or write, `?.[key]` too) where the key's type holds a string that is not a
 *   literal (`string`, a template type), or is such a string cast to a key type
 *   (`word as keyof typeof WORDS`), and the object is neither an array, a tuple nor a string;
 * - `key in object` where the key's type holds such a string.
 * A key whose type is a union of literals was written in the code, so `LABELS[sort]` with
 * `sort: 'price' | 'name'` passes, and so do numbers (no prototype name is a number). So does a
 * read the code has made safe on the spot: under `Object.hasOwn(object, key) ? … :` (or `&& …`,
 * or `if (…)`), and by a key that `for (const key in object)` took from the object itself.
 */
import ts from 'typescript';

const STRING_LIKE = ['String', 'TemplateLiteral', 'StringMapping', 'Any', 'Unknown'];

function flagsOf(names) {
  return names.reduce((all, name) => all | ts.TypeFlags[name], 0);
}

/** Whether some part of the type is a string the code did not spell out. */
function holdsOpenString(type, openFlags) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => (part.flags & openFlags) !== 0);
}

/** Whether indexing the value reads elements rather than properties. */
function isIndexedByPosition(checker, type) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => {
    const apparent = checker.getApparentType(part);
    if (checker.isArrayType(apparent) || checker.isTupleType(apparent)) return true;
    if ((part.flags & ts.TypeFlags.StringLike) !== 0) return true;
    // Typed arrays and other number-indexed views have a number index and no string one.
    return (
      apparent.getNumberIndexType() !== undefined && apparent.getStringIndexType() === undefined
    );
  });
}

/** Unwraps `key as T`, `<T>key` and `key!`: the key is what was written, not what it was cast to. */
function writtenKey(node) {
  let key = node;
  while (
    key.type === 'TSAsExpression' ||
    key.type === 'TSTypeAssertion' ||
    key.type === 'TSNonNullExpression' ||
    key.type === 'TSSatisfiesExpression'
  ) {
    key = key.expression;
  }
  return key;
}

/** The parts of a condition that must all hold: `a && b` is `a` and `b`. */
function conjuncts(test) {
  if (test.type === 'LogicalExpression' && test.operator === '&&') {
    return [...conjuncts(test.left), ...conjuncts(test.right)];
  }
  return [test];
}

/** Whether a condition holds `Object.hasOwn(object, key)` for this object and key. */
function checksOwn(test, object, key, text) {
  return conjuncts(test).some(
    (part) =>
      part.type === 'CallExpression' &&
      part.callee.type === 'MemberExpression' &&
      !part.callee.computed &&
      part.callee.object.type === 'Identifier' &&
      part.callee.object.name === 'Object' &&
      part.callee.property.name === 'hasOwn' &&
      part.arguments.length === 2 &&
      text(part.arguments[0]) === text(object) &&
      text(part.arguments[1]) === text(key),
  );
}

/**
 * Whether the read only runs once the key is known to be the object's own: in the true branch
 * of a condition that checks Object.hasOwn, or by a key a for...in took from that object.
 */
function isOwnOnTheSpot(node, key, text) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    const guarded =
      (parent.type === 'ConditionalExpression' && parent.consequent === child) ||
      (parent.type === 'IfStatement' && parent.consequent === child)
        ? parent.test
        : parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child
          ? parent.left
          : null;
    if (guarded && checksOwn(guarded, node.object, key, text)) return true;
    if (
      parent.type === 'ForInStatement' &&
      parent.body === child &&
      key.type === 'Identifier' &&
      parent.left.type === 'VariableDeclaration' &&
      parent.left.declarations[0]?.id.type === 'Identifier' &&
      parent.left.declarations[0].id.name === key.name &&
      text(parent.right) === text(node.object)
    ) {
      return true;
    }
    if (parent.type.startsWith('Function') || parent.type === 'ArrowFunctionExpression') break;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const ownKeys = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Lookups by an open string go through a Map, a Set or Object.hasOwn, never a plain object.',
    },
    schema: [],
    messages: {
      element:
        "'{{object}}[…]' picks a property by an open string: a text like 'constructor' finds Object.prototype's. Use a Map (or Object.hasOwn before reading).",
      in: "'… in {{object}}' is true for 'constructor' and 'toString': use a Map or Set's has(), or Object.hasOwn.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) {
      throw new Error('leafy/own-keys needs typed linting (parserOptions.projectService).');
    }
    const checker = services.program.getTypeChecker();
    const openFlags = flagsOf(STRING_LIKE);
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    const text = (node) => context.sourceCode.getText(node);
    const shortText = (node) => {
      const source = text(node);
      return source.length > 40 ? `${source.slice(0, 37)}...` : source;
    };

    return {
      'MemberExpression[computed=true]'(node) {
        const key = writtenKey(node.property);
        if (key.type === 'Literal') return;
        if (!holdsOpenString(typeOf(key), openFlags)) return;
        if (isIndexedByPosition(checker, typeOf(node.object))) return;
        if (isOwnOnTheSpot(node, key, text)) return;
        context.report({ node, messageId: 'element', data: { object: shortText(node.object) } });
      },
      "BinaryExpression[operator='in']"(node) {
        const key = writtenKey(node.left);
        if (key.type === 'Literal' || key.type === 'PrivateIdentifier') return;
        if (!holdsOpenString(typeOf(key), openFlags)) return;
        context.report({ node, messageId: 'in', data: { object: shortText(node.right) } });
      },
    };
  },
};

export default ownKeys;
