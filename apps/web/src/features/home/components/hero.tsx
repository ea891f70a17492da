import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #13334a 0%, #1b4f72 60%, #24689a 100%)',
        color: '#fff',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Typography id="hero-title" variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
          Know your home. Own your numbers.
        </Typography>
        <Typography variant="h6" component="p" sx={{ maxWidth: 720, fontWeight: 400 }}>
          Free tools for homeowners and buyers: see what your home is worth, when your mortgage insurance can go, what a
          refinance would cost each month, and when rates reach the one you want. When you are ready, an expert reaches
          out.
        </Typography>
      </Container>
    </Box>
  );
}
