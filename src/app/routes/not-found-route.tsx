import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="tb-page">
      <StatusMessage
        kind="empty"
        title="There is no page here"
        detail={<p>{`Tributary has no view at ${pathname}.`}</p>}
        action={
          <Link className="tb-button" to="/">
            Open the overview
          </Link>
        }
      />
    </div>
  );
}
