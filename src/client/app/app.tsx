/** The app shell; the screens of the spec arrive feature by feature. */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: '2rem',
        maxWidth: 640,
        margin: '0 auto',
      }}
    >
      <h1>VibeRank</h1>
      <p>Real-time ranked-choice voting for hackathons, coding challenges and design contests.</p>
    </main>
  );
}
