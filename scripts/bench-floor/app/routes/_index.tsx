import { Form, useLoaderData } from "@remix-run/react";

/** A loader and a form: what every page of the product has, at its barest. */
export async function loader() {
  return { greeting: "Sign in", countries: ["UA", "PL", "DE"] };
}

export default function Index() {
  const { greeting, countries } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <Form method="post">
        <label htmlFor="country">Country</label>
        <select id="country" name="country">
          {countries.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        <label htmlFor="phone">Phone</label>
        <input id="phone" name="phone" type="tel" />
        <button type="submit">Continue</button>
      </Form>
    </main>
  );
}
