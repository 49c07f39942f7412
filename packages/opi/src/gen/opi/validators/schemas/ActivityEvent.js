// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { failed, isObject, join, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { ActivityEventType } from "./ActivityEventType.js";

export function ActivityEvent(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.event_type === undefined) requiredFail(errors, path, "#", "event_type");
		if (data.inscription_id === undefined) requiredFail(errors, path, "#", "inscription_id");
		if (data.event_type !== undefined) {
			if (!ActivityEventType(data.event_type)) errors.push(...failed(ActivityEventType, data.event_type, path + "/event_type"));
		}
		if (data.inscription_id !== undefined) checkInscriptionId(errors, data.inscription_id, path, "#/properties/inscription_id", "inscription_id");
		if (data.deployer_pkScript !== undefined) {
			const data0 = data.deployer_pkScript;
			if (typeof data0 != "string") typeFail(errors, path + "/deployer_pkScript", "#/properties/deployer_pkScript", "string");
		}
		if (data.minted_pkScript !== undefined) {
			const data1 = data.minted_pkScript;
			if (typeof data1 != "string") typeFail(errors, path + "/minted_pkScript", "#/properties/minted_pkScript", "string");
		}
		if (data.source_pkScript !== undefined) {
			const data2 = data.source_pkScript;
			if (typeof data2 != "string") typeFail(errors, path + "/source_pkScript", "#/properties/source_pkScript", "string");
		}
		if (data.spent_pkScript !== undefined) {
			const data3 = data.spent_pkScript;
			if (typeof data3 != "string") typeFail(errors, path + "/spent_pkScript", "#/properties/spent_pkScript", "string");
		}
		if (data.predeployer_pkScript !== undefined) {
			const data4 = data.predeployer_pkScript;
			if (typeof data4 != "string") typeFail(errors, path + "/predeployer_pkScript", "#/properties/predeployer_pkScript", "string");
		}
		if (data.deployer_wallet !== undefined) {
			const data5 = data.deployer_wallet;
			if (typeof data5 != "string") typeFail(errors, path + "/deployer_wallet", "#/properties/deployer_wallet", "string");
		}
		if (data.minted_wallet !== undefined) {
			const data6 = data.minted_wallet;
			if (typeof data6 != "string") typeFail(errors, path + "/minted_wallet", "#/properties/minted_wallet", "string");
		}
		if (data.source_wallet !== undefined) {
			const data7 = data.source_wallet;
			if (typeof data7 != "string") typeFail(errors, path + "/source_wallet", "#/properties/source_wallet", "string");
		}
		if (data.spent_wallet !== undefined) {
			const data8 = data.spent_wallet;
			if (typeof data8 != "string") typeFail(errors, path + "/spent_wallet", "#/properties/spent_wallet", "string");
		}
		if (data.predeployer_wallet !== undefined) {
			const data9 = data.predeployer_wallet;
			if (typeof data9 != "string") typeFail(errors, path + "/predeployer_wallet", "#/properties/predeployer_wallet", "string");
		}
		if (data.tick !== undefined) {
			const data10 = data.tick;
			if (typeof data10 != "string") typeFail(errors, path + "/tick", "#/properties/tick", "string");
		}
		if (data.original_tick !== undefined) {
			const data11 = data.original_tick;
			if (typeof data11 != "string") typeFail(errors, path + "/original_tick", "#/properties/original_tick", "string");
		}
		if (data.max_supply !== undefined) {
			const data12 = data.max_supply;
			if (typeof data12 != "string") typeFail(errors, path + "/max_supply", "#/properties/max_supply", "string");
		}
		if (data.decimals !== undefined) {
			const data13 = data.decimals;
			if (typeof data13 != "string") typeFail(errors, path + "/decimals", "#/properties/decimals", "string");
		}
		if (data.limit_per_mint !== undefined) {
			const data14 = data.limit_per_mint;
			if (typeof data14 != "string") typeFail(errors, path + "/limit_per_mint", "#/properties/limit_per_mint", "string");
		}
		if (data.is_self_mint !== undefined) {
			const data15 = data.is_self_mint;
			if (typeof data15 != "string") typeFail(errors, path + "/is_self_mint", "#/properties/is_self_mint", "string");
		}
		if (data.amount !== undefined) {
			const data16 = data.amount;
			if (typeof data16 != "string") typeFail(errors, path + "/amount", "#/properties/amount", "string");
		}
		if (data.parent_id !== undefined) {
			const data17 = data.parent_id;
			if (typeof data17 != "string") typeFail(errors, path + "/parent_id", "#/properties/parent_id", "string");
		}
		if (data.using_tx_id !== undefined) {
			const data18 = data.using_tx_id;
			if (typeof data18 != "string") typeFail(errors, path + "/using_tx_id", "#/properties/using_tx_id", "string");
		}
		if (data.contract_address !== undefined) {
			const data19 = data.contract_address;
			if (typeof data19 != "string") typeFail(errors, path + "/contract_address", "#/properties/contract_address", "string");
		}
		if (data.contract_inscription_id !== undefined) {
			const data20 = data.contract_inscription_id;
			if (typeof data20 != "string") typeFail(errors, path + "/contract_inscription_id", "#/properties/contract_inscription_id", "string");
		}
		if (data.byte_len !== undefined) {
			const data21 = data.byte_len;
			if (typeof data21 != "string") typeFail(errors, path + "/byte_len", "#/properties/byte_len", "string");
		}
		if (data.hash !== undefined) {
			const data22 = data.hash;
			if (typeof data22 != "string") typeFail(errors, path + "/hash", "#/properties/hash", "string");
		}
		if (data.block_height !== undefined) {
			const data23 = data.block_height;
			if (typeof data23 != "string") typeFail(errors, path + "/block_height", "#/properties/block_height", "string");
		}
		if (data.data !== undefined) {
			const data24 = data.data;
			if (!((typeof data24 == "string") || (data24 === null))) typeFail(errors, path + "/data", "#/properties/data", ["string","null"]);
		}
		if (data.base64_data !== undefined) {
			const data25 = data.base64_data;
			if (!((typeof data25 == "string") || (data25 === null))) typeFail(errors, path + "/base64_data", "#/properties/base64_data", ["string","null"]);
		}
		if (data.btc_txId !== undefined) {
			const data26 = data.btc_txId;
			if (!((typeof data26 == "string") || (data26 === null))) typeFail(errors, path + "/btc_txId", "#/properties/btc_txId", ["string","null"]);
		}
	} else typeFail(errors, path, "#", "object");
	ActivityEvent.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `InscriptionId`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkInscriptionId(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
