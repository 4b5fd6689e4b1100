import ui from './pages.module.css';

export interface CardText {
  title: string;
  body: string;
}

/** A grid of title + text cards, fed by a translation object (`{ <id>: { title, body } }`). */
export const CardGrid = ({ cards, columns = 3 }: { cards: Record<string, CardText>; columns?: 3 | 4 }) => (
  <div className={columns === 4 ? ui.grid4 : ui.grid3}>
    {Object.entries(cards).map(([key, card]) => (
      <article key={key} className={ui.card}>
        <h3>{card.title}</h3>
        <p>{card.body}</p>
      </article>
    ))}
  </div>
);
