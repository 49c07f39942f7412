// Generated from specs/openrpc/espo.yaml (`get_holders_count`) by tools/codegen. Do not edit.

import { additionalFail, fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.alkane === undefined) requiredFail(errors, path, "#", "alkane");
		for (const key0 in data) {
			if (!(key0 === "alkane")) additionalFail(errors, path, "#", key0);
		}
		if (data.alkane !== undefined) checkAlkaneIdText(errors, data.alkane, path, "#/properties/alkane", "alkane");
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (isObject(data)) {
		if (data.ok === undefined) requiredFail(errors, path, "#/anyOf/0", "ok");
		if (data.count === undefined) requiredFail(errors, path, "#/anyOf/0", "count");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.count !== undefined) {
			const data4 = data.count;
			if (!isInteger(data4)) typeFail(errors, path + "/count", "#/anyOf/0/properties/count", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/count", "#/anyOf/0/properties/count", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs5 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs5;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
