// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function BtcUsdScaledPrice(data, path = "") {
	const errors = [];
	checkDecimalString(errors, data, path, "#/allOf/0");
	BtcUsdScaledPrice.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
