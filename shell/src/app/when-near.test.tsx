import { render, screen } from '@testing-library/react';
import { everythingInView } from '@site/shared/testing';
import { WhenNear } from './when-near';

describe('<WhenNear/>', () => {
  it('keeps the room of what is below the fold and renders nothing of it until its place comes near', () => {
    const { container } = render(
      <WhenNear minHeight={320}>
        <p>hot games</p>
      </WhenNear>,
    );
    expect(screen.queryByText('hot games')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '320px' });
  });

  it('renders its children once the place is near the viewport', () => {
    const undo = everythingInView();
    try {
      render(
        <WhenNear minHeight={320}>
          <p>hot games</p>
        </WhenNear>,
      );
      expect(screen.getByText('hot games')).toBeInTheDocument();
    } finally {
      undo();
    }
  });
});
