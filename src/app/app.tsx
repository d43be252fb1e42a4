export function App() {
  return <main>Tributary</main>;
}
