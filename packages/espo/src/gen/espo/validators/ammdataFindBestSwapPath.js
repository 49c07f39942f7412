// Generated from specs/openrpc/espo.yaml (`ammdata.find_best_swap_path`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { SwapHop } from "./schemas/SwapHop.js";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

const names0 = new Set(["token_in","token_out","mode","amount_in","amount_out","amount_out_min","amount_in_max","available_in","fee_bps","max_hops"]);
const values1 = ["exact_in","exact_out","implicit"];

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.token_in === undefined) requiredFail(errors, path, "#", "token_in");
		if (data.token_out === undefined) requiredFail(errors, path, "#", "token_out");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.token_in !== undefined) checkAlkaneIdText(errors, data.token_in, path, "#/properties/token_in", "token_in");
		if (data.token_out !== undefined) checkAlkaneIdText(errors, data.token_out, path, "#/properties/token_out", "token_out");
		if (data.mode !== undefined) {
			const data1 = data.mode;
			if (typeof data1 != "string") typeFail(errors, path + "/mode", "#/properties/mode", "string");
			if (!values1.includes(data1)) fail(errors, path + "/mode", "#/properties/mode/enum", "enum", { allowedValues: values1 }, "must be equal to one of the allowed values");
		}
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path, "#/properties/amount_in", "amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path, "#/properties/amount_out", "amount_out");
		if (data.amount_out_min !== undefined) checkDecimalString(errors, data.amount_out_min, path, "#/properties/amount_out_min", "amount_out_min");
		if (data.amount_in_max !== undefined) checkDecimalString(errors, data.amount_in_max, path, "#/properties/amount_in_max", "amount_in_max");
		if (data.available_in !== undefined) checkDecimalString(errors, data.available_in, path, "#/properties/available_in", "available_in");
		if (data.fee_bps !== undefined) {
			const data2 = data.fee_bps;
			if (!isInteger(data2)) typeFail(errors, path + "/fee_bps", "#/properties/fee_bps", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/fee_bps", "#/properties/fee_bps", "minimum", 0);
			}
		}
		if (data.max_hops !== undefined) {
			const data3 = data.max_hops;
			if (!isInteger(data3)) typeFail(errors, path + "/max_hops", "#/properties/max_hops", "integer");
			if (typeof data3 == "number") {
				if (data3 < 1 || isNaN(data3)) limitFail(errors, path + "/max_hops", "#/properties/max_hops", "minimum", 1);
			}
		}
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
		if (data.mode === undefined) requiredFail(errors, path, "#/anyOf/0", "mode");
		if (data.token_in === undefined) requiredFail(errors, path, "#/anyOf/0", "token_in");
		if (data.token_out === undefined) requiredFail(errors, path, "#/anyOf/0", "token_out");
		if (data.fee_bps === undefined) requiredFail(errors, path, "#/anyOf/0", "fee_bps");
		if (data.max_hops === undefined) requiredFail(errors, path, "#/anyOf/0", "max_hops");
		if (data.amount_in === undefined) requiredFail(errors, path, "#/anyOf/0", "amount_in");
		if (data.amount_out === undefined) requiredFail(errors, path, "#/anyOf/0", "amount_out");
		if (data.hops === undefined) requiredFail(errors, path, "#/anyOf/0", "hops");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.mode !== undefined) {
			const data4 = data.mode;
			if (typeof data4 != "string") typeFail(errors, path + "/mode", "#/anyOf/0/properties/mode", "string");
		}
		if (data.token_in !== undefined) checkAlkaneIdText(errors, data.token_in, path, "#/anyOf/0/properties/token_in", "token_in");
		if (data.token_out !== undefined) checkAlkaneIdText(errors, data.token_out, path, "#/anyOf/0/properties/token_out", "token_out");
		if (data.fee_bps !== undefined) {
			const data5 = data.fee_bps;
			if (!isInteger(data5)) typeFail(errors, path + "/fee_bps", "#/anyOf/0/properties/fee_bps", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/fee_bps", "#/anyOf/0/properties/fee_bps", "minimum", 0);
			}
		}
		if (data.max_hops !== undefined) {
			const data6 = data.max_hops;
			if (!isInteger(data6)) typeFail(errors, path + "/max_hops", "#/anyOf/0/properties/max_hops", "integer");
			if (typeof data6 == "number") {
				if (data6 < 0 || isNaN(data6)) limitFail(errors, path + "/max_hops", "#/anyOf/0/properties/max_hops", "minimum", 0);
			}
		}
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path, "#/anyOf/0/properties/amount_in", "amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path, "#/anyOf/0/properties/amount_out", "amount_out");
		if (data.hops !== undefined) {
			const data7 = data.hops;
			if (Array.isArray(data7)) {
				const path0 = path + "/hops";
				for (let i8 = 0; i8 < data7.length; i8++) {
					if (!SwapHop(data7[i8])) errors.push(...failed(SwapHop, data7[i8], path0 + "/" + i8));
				}
			} else typeFail(errors, path + "/hops", "#/anyOf/0/properties/hops", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs9 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs9;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
