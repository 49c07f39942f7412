// Generated from specs/openrpc/forex.yaml (`forex_currencies`) by tools/codegen. Do not edit.

import { additionalFail, isObject, typeFail } from "@gw/runtime/validator-support";
import { ForexCurrencies } from "./schemas/ForexCurrencies.js";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) additionalFail(errors, path, "#", key0);
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const result = ForexCurrencies;
