import { Input } from '../../../../components/Input/Input.tsx';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}

/** A labelled search input (`type="search"`: Escape clears it). */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <search className={className}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}
