export default function HomePage() {
  return (
    <main>
      <h1>Sweet Home Alabama</h1>
    </main>
  );
}
