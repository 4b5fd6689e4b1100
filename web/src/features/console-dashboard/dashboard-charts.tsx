import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface StageBar {
  readonly stage: string;
  readonly orders: number;
}

export interface TurnaroundBar {
  readonly stage: string;
  readonly averageHours: number;
  readonly duration: string;
}

/** Orders per display stage. Every stage gets its label (recharts drops labels that do not fit): 28 px a bar. */
export const StageChart = ({ stages, ordersLabel }: { stages: StageBar[]; ordersLabel: string }) => (
  <ResponsiveContainer width="100%" height={Math.max(280, stages.length * 28)}>
    <BarChart data={stages} layout="vertical" margin={{ left: 24 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="stage" width={140} interval={0} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Bar dataKey="orders" name={ordersLabel} fill="#6d28d9" />
    </BarChart>
  </ResponsiveContainer>
);

/** Average hours per stage, each bar labelled with its duration in words. */
export const TurnaroundChart = ({ rows, hoursLabel }: { rows: TurnaroundBar[]; hoursLabel: string }) => (
  <ResponsiveContainer width="100%" height={280}>
    <BarChart data={rows} layout="vertical" margin={{ left: 24 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" unit="h" />
      <YAxis type="category" dataKey="stage" width={140} interval={0} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(_value, _name, item) => (item.payload as TurnaroundBar).duration} />
      <Bar dataKey="averageHours" name={hoursLabel} fill="#0ea5e9" isAnimationActive={false}>
        <LabelList dataKey="duration" position="right" />
      </Bar>
    </BarChart>
  </ResponsiveContainer>
);
