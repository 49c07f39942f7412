// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function BtcUsdScaledPrice(data, path = "") {
	const errors = [];
	checkDecimalString(errors, data, path, "#/allOf/0");
	BtcUsdScaledPrice.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `DecimalString`, checked where it is used. */
function checkDecimalString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)(\\.[0-9]+)?$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
