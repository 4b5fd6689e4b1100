import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import TextArea from 'antd/es/input/TextArea';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { useOrderNotesAddMutation, useOrderNotesListQuery } from '@/lib/console/console-api';
import { useDateTime } from '@/lib/use-date-time';
import { personName } from '@/lib/console/person-name';

/** Staff notes on the order (never shown to the member), newest first, with who and when. */
export const NotesPanel = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const { data: notes, isLoading, isError } = useOrderNotesListQuery(orderId);
  const [add, { isLoading: adding, error }] = useOrderNotesAddMutation();
  const [text, setText] = useState('');
  const fieldError = fieldErrorsOf(error).text;

  const submit = async () => {
    try {
      await add({ id: orderId, orderNoteRequestDto: { text } }).unwrap();
      setText('');
    } catch {
      // shown below from `error`
    }
  };

  return (
    <div data-testid="order-notes">
      <TextArea
        value={text}
        rows={2}
        maxLength={2000}
        placeholder={t('order.notes.placeholder')}
        aria-label={t('order.notes.placeholder')}
        status={fieldError ? 'error' : undefined}
        data-testid="order-note-text"
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <Typography.Text type="danger">
          {fieldError ?? serverMessageOf(error) ?? t('order.failed')}
        </Typography.Text>
      )}
      <div style={{ margin: '8px 0' }}>
        <Button loading={adding} onClick={() => void submit()} data-testid="order-note-add">
          {t('order.notes.add')}
        </Button>
      </div>
      {isError ? (
        <Alert type="error" title={t('order.loadFailed')} />
      ) : (
        <List
          size="small"
          loading={isLoading}
          locale={{ emptyText: t('order.notes.empty') }}
          dataSource={notes ?? []}
          renderItem={(note) => (
            <List.Item>
              <List.Item.Meta
                title={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
                description={
                  <span data-testid="order-note-by">{`${personName(t, note.writtenByName, note.writtenByRole)} · ${dateTime(note.writtenAt)}`}</span>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
};
