// Prints an API key of a new throwaway org, created through the API itself (sign-up, then POST /api/v1/api-keys).
const base = process.argv[2];
const slug = `st-${Date.now().toString(36)}`;
const signUp = await fetch(`${base}/api/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `${slug}@example.com`,
    password: 'throwaway password',
    org_name: slug,
    org_slug: slug,
  }),
});
if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
const cookie = signUp.headers.get('set-cookie').split(';')[0];
const key = await fetch(`${base}/api/v1/api-keys`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ name: 'schemathesis' }),
});
if (key.status !== 201) throw new Error(`key creation answered ${key.status}: ${await key.text()}`);
process.stdout.write((await key.json()).key);
