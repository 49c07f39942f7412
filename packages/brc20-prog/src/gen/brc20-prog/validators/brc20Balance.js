// Generated from specs/openrpc/brc20-prog.yaml (`brc20_balance`) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { checkHexString } from "@gw/runtime/common-validators/HexString";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pkscript === undefined) requiredFail(errors, path, "#", "pkscript");
		if (data.ticker === undefined) requiredFail(errors, path, "#", "ticker");
		for (const key0 in data) {
			if (!(key0 === "pkscript" || key0 === "ticker")) additionalFail(errors, path, "#", key0);
		}
		if (data.pkscript !== undefined) checkHexString(errors, data.pkscript, path, "#/properties/pkscript", "pkscript");
		if (data.ticker !== undefined) {
			const data1 = data.ticker;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/ticker", "#/properties/ticker/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/ticker", "#/properties/ticker", "string");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (typeof data != "string") typeFail(errors, path, "#", "string");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
