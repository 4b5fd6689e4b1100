import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import TextArea from 'antd/es/input/TextArea';
import { cardLinesIn, type PastedCardLine } from './card-line-paste';

/** Paste rows from a spreadsheet to add many card lines at once (loaded only when opened). */
const CardLinesPastePanel = ({ onAdd }: { onAdd: (lines: PastedCardLine[]) => void }) => {
  const { t } = useTranslation('order');
  const [text, setText] = useState('');
  return (
    <div style={{ marginTop: 12 }}>
      <label htmlFor="lines-paste">{t('lines.paste-label')}</label>
      <TextArea
        id="lines-paste"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={'Pikachu\t1999\t1\tBase Set\t58/102'}
      />
      <Button
        style={{ marginTop: 8 }}
        data-testid="lines-paste-add"
        onClick={() => {
          const lines = cardLinesIn(text);
          if (lines.length) onAdd(lines);
          setText('');
        }}
      >
        {t('lines.paste-add')}
      </Button>
    </div>
  );
};

export default CardLinesPastePanel;
