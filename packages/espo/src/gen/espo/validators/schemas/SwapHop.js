// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function SwapHop(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pool === undefined) requiredFail(errors, path, "#", "pool");
		if (data.token_in === undefined) requiredFail(errors, path, "#", "token_in");
		if (data.token_out === undefined) requiredFail(errors, path, "#", "token_out");
		if (data.amount_in === undefined) requiredFail(errors, path, "#", "amount_in");
		if (data.amount_out === undefined) requiredFail(errors, path, "#", "amount_out");
		if (data.pool !== undefined) checkAlkaneIdText(errors, data.pool, path, "#/properties/pool", "pool");
		if (data.token_in !== undefined) checkAlkaneIdText(errors, data.token_in, path, "#/properties/token_in", "token_in");
		if (data.token_out !== undefined) checkAlkaneIdText(errors, data.token_out, path, "#/properties/token_out", "token_out");
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path, "#/properties/amount_in", "amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path, "#/properties/amount_out", "amount_out");
	} else typeFail(errors, path, "#", "object");
	SwapHop.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
