import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';

interface LeadDropZoneProps {
  disabled?: boolean;
  /** The id of the heading that names the zone. */
  labelledBy: string;
  onFile: (file: File) => void;
}

/** 'Drag .csv file here, or Browse': a drop target, and a Browse button for the keyboard and touch screens. */
export function LeadDropZone({ disabled = false, labelledBy, onFile }: LeadDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);

  const accepts = (event: DragEvent) => !disabled && Array.from(event.dataTransfer.types).includes('Files');

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      aria-disabled={disabled || undefined}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: 2,
        py: 3,
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <UploadFileIcon color={dragging ? 'primary' : 'action'} fontSize="large" aria-hidden />
      <Typography id={hintId} component="p" sx={{ mt: 1 }}>
        Drag .csv file here, or{' '}
        <Button
          variant="text"
          size="small"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline', textTransform: 'none', fontSize: 'inherit' }}
        >
          Browse
        </Button>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        CSV up to 50 MB
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="Lead file (.csv)"
        tabIndex={-1}
        disabled={disabled}
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
