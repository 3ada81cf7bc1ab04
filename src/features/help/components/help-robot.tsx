import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { ListCell } from '@/shared/ui/list-cell';
import { useAskRobot, useRobotTopics } from '../api/ask-robot';

type Line = { id: number; from: 'user' | 'robot'; text: string };

/** A 'Help' row that opens a small chat with the help robot (opening hours, warranty, refunds, prices…). */
export function HelpRobot() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListCell title={t`Help`} description={t`Ask our assistant a question`} onClick={() => setOpen(true)} arrow />
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Help`}>
        {open && <HelpChat />}
      </BottomPopup>
    </>
  );
}

let nextLine = 1;

function HelpChat() {
  const { t } = useLingui();
  const inputId = useId();
  const [question, setQuestion] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [
    { id: nextLine++, from: 'robot', text: t`Hi! Ask me about opening hours, warranty, refunds or service prices.` },
  ]);
  const topics = useRobotTopics(true);
  const ask = useAskRobot();
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines]);

  const send = (text: string) => {
    const q = text.trim().slice(0, 200);
    if (!q || ask.isPending) return;
    setLines((l) => [...l, { id: nextLine++, from: 'user', text: q }]);
    setQuestion('');
    ask.mutate(q, {
      onSuccess: (answer) => setLines((l) => [...l, { id: nextLine++, from: 'robot', text: answer.answer }]),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  return (
    <div className="help-chat">
      <ol className="help-chat__lines" aria-live="polite" aria-label={t`Conversation`}>
        {lines.map((line) => (
          <li key={line.id} className="help-chat__line" data-from={line.from}>
            <span className="roda-sr-only">{line.from === 'user' ? t`You:` : t`Assistant:`} </span>
            {line.text}
          </li>
        ))}
        {ask.isPending && (
          <li className="help-chat__line" data-from="robot">
            …
          </li>
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      {topics.data && topics.data.length > 0 && (
        <ul className="help-chat__topics" aria-label={t`Common questions`}>
          {topics.data.map((topic) => (
            <li key={topic}>
              <button type="button" className="help-chat__topic" onClick={() => send(topic)}>
                {topic}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="help-chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="roda-sr-only">
          <Trans>Your question</Trans>
        </label>
        <input
          id={inputId}
          className="app-input"
          value={question}
          maxLength={200}
          placeholder={t`Type a question`}
          onChange={(e) => setQuestion(e.target.value)}
        />
        <button type="submit" className="roda-button roda-button--primary" disabled={ask.isPending}>
          <Trans>Ask</Trans>
        </button>
      </form>
    </div>
  );
}
