// Prints the closing line of `npm test`: `tests: N passed, N failed, N skipped`, summed over jest's JSON report,
// pytest's JUnit XML and `go test -json` (the last two only when they ran). Plain JS: no compile step.
const { existsSync, readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const [jestFile, pytestFile, goFile] = process.argv.slice(2);

function jestCounts(file) {
  const r = require(resolve(file));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests };
}

/** The <testsuite> attributes of a JUnit report; errors count as failures. */
function pytestCounts(file) {
  const suite = /<testsuite\b([^>]*)>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const attr = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  const failed = attr('failures') + attr('errors');
  return { passed: attr('tests') - failed - attr('skipped'), failed, skipped: attr('skipped') };
}

/** Leaf tests only: a parent test whose subtests are counted is not counted again. */
function goCounts(file) {
  const outcomes = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const event = line.startsWith('{') ? JSON.parse(line) : null;
    if (event?.Test && ['pass', 'fail', 'skip'].includes(event.Action))
      outcomes.set(`${event.Package}:${event.Test}`, event.Action);
  }
  const names = [...outcomes.keys()];
  const leaves = names.filter((n) => !names.some((other) => other.startsWith(`${n}/`)));
  const count = (action) => leaves.filter((n) => outcomes.get(n) === action).length;
  return { passed: count('pass'), failed: count('fail'), skipped: count('skip') };
}

const parts = [jestCounts(jestFile)];
if (pytestFile && existsSync(pytestFile)) parts.push(pytestCounts(pytestFile));
if (goFile && existsSync(goFile)) parts.push(goCounts(goFile));
const sum = (key) => parts.reduce((n, p) => n + p[key], 0);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
