// Generated from specs/openrpc/mempool.yaml (`mempool_entries`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MempoolEntry } from "./schemas/MempoolEntry.js";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txids === undefined) requiredFail(errors, path, "#", "txids");
		for (const key0 in data) {
			if (!(key0 === "txids" || key0 === "include_hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.txids !== undefined) {
			const data1 = data.txids;
			if (Array.isArray(data1)) {
				if (data1.length > 5000) fail(errors, path + "/txids", "#/properties/txids/maxItems", "maxItems", { limit: 5000 }, "must NOT have more than 5000 items");
				const path0 = path + "/txids";
				for (let i2 = 0; i2 < data1.length; i2++) checkTxid(errors, data1[i2], path0, "#/properties/txids/items", i2);
			} else typeFail(errors, path + "/txids", "#/properties/txids", "array");
		}
		if (data.include_hex !== undefined) {
			const data3 = data.include_hex;
			if (typeof data3 != "boolean") typeFail(errors, path + "/include_hex", "#/properties/include_hex", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.entries === undefined) requiredFail(errors, path, "#", "entries");
		if (data.missing === undefined) requiredFail(errors, path, "#", "missing");
		if (data.entries !== undefined) {
			const data0 = data.entries;
			if (Array.isArray(data0)) {
				const path0 = path + "/entries";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!MempoolEntry(data0[i1])) errors.push(...failed(MempoolEntry, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/entries", "#/properties/entries", "array");
		}
		if (data.missing !== undefined) {
			const data2 = data.missing;
			if (Array.isArray(data2)) {
				const path1 = path + "/missing";
				for (let i3 = 0; i3 < data2.length; i3++) checkTxid(errors, data2[i3], path1, "#/properties/missing/items", i3);
			} else typeFail(errors, path + "/missing", "#/properties/missing", "array");
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
