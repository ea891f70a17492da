import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UserMortgage, UserMortgageInput } from '@roost/domain';
import { MortgageForm } from './mortgage-form';
import { mortgageFormValues } from './mortgage-form-values';

interface EditMortgageDialogProps {
  mortgage: UserMortgage | null;
  onSave: (mortgage: UserMortgageInput) => Promise<boolean>;
  onClose: () => void;
}

/** Edit a saved mortgage; whole screen on a phone. */
export function EditMortgageDialog({ mortgage, onSave, onClose }: EditMortgageDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={mortgage !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-mortgage-title"
    >
      <DialogTitle id="edit-mortgage-title">Edit mortgage</DialogTitle>
      <DialogContent>
        {/* Mounted only while open, so it starts from the mortgage each time. */}
        {mortgage && (
          <MortgageForm
            key={mortgage.id}
            label={`Edit ${mortgage.reportTitle}`}
            initialValues={mortgageFormValues(mortgage)}
            onSave={onSave}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
