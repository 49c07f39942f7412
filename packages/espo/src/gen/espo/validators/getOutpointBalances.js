// Generated from specs/openrpc/espo.yaml (`get_outpoint_balances`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { BalancesEntry } from "./schemas/BalancesEntry.js";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { checkOutpoint } from "@gw/runtime/common-validators/Outpoint";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.outpoint === undefined) requiredFail(errors, path, "#", "outpoint");
		for (const key0 in data) {
			if (!(key0 === "outpoint")) additionalFail(errors, path, "#", key0);
		}
		if (data.outpoint !== undefined) checkOutpoint(errors, data.outpoint, path, "#/properties/outpoint", "outpoint");
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
		if (data.outpoint === undefined) requiredFail(errors, path, "#/anyOf/0", "outpoint");
		if (data.items === undefined) requiredFail(errors, path, "#/anyOf/0", "items");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.outpoint !== undefined) checkOutpoint(errors, data.outpoint, path, "#/anyOf/0/properties/outpoint", "outpoint");
		if (data.items !== undefined) {
			const data4 = data.items;
			if (Array.isArray(data4)) {
				const path0 = path + "/items";
				for (let i5 = 0; i5 < data4.length; i5++) {
					if (!BalancesEntry(data4[i5])) errors.push(...failed(BalancesEntry, data4[i5], path0 + "/" + i5));
				}
			} else typeFail(errors, path + "/items", "#/anyOf/0/properties/items", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs6 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs6;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
