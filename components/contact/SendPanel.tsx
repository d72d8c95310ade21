import { useId, type ReactNode, type Ref } from 'react';
import styles from './SendPanel.module.scss';

export interface SendPanelProps {
  /** 'danger': the send failed. 'ask': a question before sending again. */
  tone: 'danger' | 'ask';
  /** 'alert' is announced the moment it appears; 'group' is named by its title and takes focus. */
  role: 'alert' | 'group';
  title: string;
  text: string;
  /** The buttons and links that lead on. */
  children: ReactNode;
  /** Set for a panel that receives focus when it opens. */
  ref?: Ref<HTMLDivElement>;
}

/** A boxed message of the contact form with its way on: the failure alert, the resend question. */
export function SendPanel({ tone, role, title, text, children, ref }: SendPanelProps) {
  const id = useId();
  return (
    <div
      ref={ref}
      className={styles.panel}
      data-tone={tone}
      role={role}
      aria-labelledby={role === 'group' ? `${id}-title` : undefined}
      aria-describedby={role === 'group' ? `${id}-text` : undefined}
      tabIndex={ref ? -1 : undefined}
    >
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      <p id={`${id}-text`}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
