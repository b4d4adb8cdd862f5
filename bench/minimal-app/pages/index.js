import Head from 'next/head';

/** The bare Next.js page: the framework's own cost, the Lighthouse blocking-time baseline of `npm run bench`. */
export default function Minimal() {
  return (
    <main>
      <Head>
        <title>Bare Next.js page</title>
        <meta name="description" content="A bare Next.js page: the framework's own cost, measured as a baseline." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No favicon request (its 404 would be logged as a console error and cost best practices). */}
        <link rel="icon" href="data:," />
      </Head>
      <h1>Bare Next.js page</h1>
      <p>React and the Next.js runtime, hydrated, and nothing else.</p>
    </main>
  );
}

// Rendered per request, as the site's pages are.
export async function getServerSideProps() {
  return { props: {} };
}
